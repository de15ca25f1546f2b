/**
 * The words of the main flow in each language, as src/locales/<code>.po has them (never the
 * English), and the class each run makes. Counts are written by `count`, the page's way
 * ("8", "٨").
 */

export type Count = (n: number) => string;

export type FlowWords = {
  code: "es" | "ar";
  dir: "ltr" | "rtl";
  teacher: string;
  className: string;
  /** The pasted list: mixed scripts where the language is written right to left. */
  names: readonly string[];
  /** The student marked absent in the roll. */
  absent: string;
  signUp: { heading: string; name: string; email: string; password: string; submit: string };
  welcome: (name: string) => string;
  firstClass: string;
  step: (n: string) => string;
  classNameLabel: string;
  createClass: string;
  addStudents: (name: string) => string;
  pasteNames: string;
  pasteDialog: string;
  pasteField: string;
  readyToImport: (n: string) => string;
  importButton: (n: string) => string;
  ready: (name: string) => string;
  studentsIn: (n: string) => string;
  /** The ready class's three links, each naming the class for a screen reader. */
  spinNow: (name: string) => string;
  makeGroups: (name: string) => string;
  seeStudents: (name: string) => string;
  inThisClass: (n: string) => string;
  rollButton: string;
  here: (shown: string, all: string) => string;
  /** The roll's count with one student absent. */
  hereOneAbsent: (shown: string, all: string) => string;
  toggle: (name: string, state: "here" | "absent") => string;
  tabs: { main: string; menu: string; randomizer: string; groups: string };
  wheelHeading: (name: string) => string;
  wheelImage: string;
  /** The start of the wheel's list of entries ("Available Items (7)"). */
  availableItems: string;
  spin: string;
  /** The wheel's hint before a spin, which names the Spin button by its label. */
  spinHint: string;
  selected: string;
  announced: string;
  numberOfGroups: string;
  generate: string;
  group: (n: string) => string;
  moveTo: string;
  printGroups: string;
  printSheet: (name: string) => string;
  groupsWord: string;
  print: string;
  back: string;
};

/** U+2068 ... U+2069: a name set apart in a sentence of the other direction. */
const fsi = (name: string) => `\u2068${name}\u2069`;

export const SPANISH: FlowWords = {
  code: "es",
  dir: "ltr",
  teacher: "Lucía Romero",
  className: "3.º B - Ciencias",
  names: [
    "Lucía Fernández",
    "Ben Carter",
    "Íñigo Martín",
    "Chloé Dubois",
    "Zoë O'Neil",
    "María José Núñez",
    "Hugo Peña",
    "Noa Ibáñez",
  ],
  absent: "Ben Carter",
  signUp: {
    heading: "Crea tu cuenta",
    name: "Nombre",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Regístrate",
  },
  welcome: (name) => `Hola, ${name}`,
  firstClass: "Crea tu primera clase",
  step: (n) => `Paso ${n} de 3`,
  classNameLabel: "Nombre de la clase",
  createClass: "Crear clase",
  addStudents: (name) => `Añade alumnos a ${name}`,
  pasteNames: "Pegar nombres",
  pasteDialog: "Pegar nombres de alumnos",
  pasteField: "Nombres o filas de una hoja de cálculo",
  readyToImport: (n) => `${n} alumnos listos para importar.`,
  importButton: (n) => `Importar ${n} alumnos`,
  ready: (name) => `${name} está lista`,
  studentsIn: (n) => `${n} alumnos ya están en la clase.`,
  spinNow: (name) => `Girar ahora para ${name}`,
  makeGroups: (name) => `Hacer grupos en ${name}`,
  seeStudents: (name) => `Ver los alumnos de ${name}`,
  inThisClass: (n) => `${n} alumnos en esta clase`,
  rollButton: "¿Quién está hoy?",
  here: (shown, all) => `${shown} de ${all} presentes`,
  hereOneAbsent: (shown, all) => `${shown} de ${all} presentes, 1 ausente`,
  toggle: (name, state) => `${name}, ${state === "here" ? "presente" : "ausente"}`,
  tabs: { main: "Principal", menu: "Menú", randomizer: "Ruleta", groups: "Grupos" },
  wheelHeading: (name) => `${name} - Ruleta`,
  wheelImage: "Ruleta con",
  availableItems: "Elementos disponibles",
  spin: "Girar",
  spinHint: "Pulsa Girar para elegir al azar.",
  selected: "Elegido",
  announced: "Elegido: ",
  numberOfGroups: "Número de grupos",
  generate: "Generar grupos",
  group: (n) => `Grupo ${n}`,
  moveTo: "Mover a...",
  printGroups: "Imprimir grupos",
  printSheet: (name) => `Grupos: ${name}`,
  groupsWord: "Grupos",
  print: "Imprimir",
  back: "Atrás",
};

export const ARABIC: FlowWords = {
  code: "ar",
  dir: "rtl",
  teacher: "أمل منصور",
  className: "الصف الخامس ب",
  names: [
    "مريم الحسن",
    "Ben Carter",
    "يوسف",
    "Chloé Dubois",
    "عمر الفاروق",
    "Zoë O'Neil",
    "ليلى 2",
    "Ana García",
  ],
  absent: "يوسف",
  signUp: {
    heading: "أنشئ حسابك",
    name: "الاسم",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    submit: "إنشاء حساب",
  },
  welcome: (name) => `مرحبًا، ${name}`,
  firstClass: "أنشئ صفك الأول",
  step: (n) => `الخطوة ${n} من 3`,
  classNameLabel: "اسم الصف",
  createClass: "إنشاء الصف",
  addStudents: (name) => `أضف طلابًا إلى ${name}`,
  pasteNames: "لصق الأسماء",
  pasteDialog: "لصق أسماء الطلاب",
  pasteField: "أسماء أو أسطر من جدول بيانات",
  readyToImport: (n) => `${n} طلاب جاهزون للاستيراد.`,
  importButton: (n) => `استيراد ${n} طلاب`,
  ready: (name) => `${name} جاهز`,
  studentsIn: (n) => `أُضيف ${n} طلاب إلى الصف.`,
  spinNow: (name) => `أدر العجلة الآن في ${name}`,
  makeGroups: (name) => `كوّن المجموعات في ${name}`,
  seeStudents: (name) => `عرض الطلاب في ${name}`,
  inThisClass: (n) => `${n} طلاب في هذا الصف`,
  rollButton: "من الحاضر اليوم",
  here: (shown, all) => `${shown} من ${all} حاضرون`,
  hereOneAbsent: (shown, all) => `${shown} من ${all} حاضرون، وغائب واحد`,
  toggle: (name, state) => `${fsi(name)}، ${state === "here" ? "حاضر" : "غائب"}`,
  tabs: {
    main: "التنقل الرئيسي",
    menu: "القائمة",
    randomizer: "عجلة الاختيار",
    groups: "المجموعات",
  },
  wheelHeading: (name) => `${name} - عجلة الاختيار`,
  wheelImage: "عجلة الاختيار وعليها",
  availableItems: "العناصر المتاحة",
  spin: "تدوير",
  spinHint: "اضغط «تدوير» للاختيار عشوائيًا.",
  selected: "تم الاختيار",
  announced: "تم اختيار: ",
  numberOfGroups: "عدد المجموعات",
  generate: "إنشاء المجموعات",
  group: (n) => `المجموعة ${n}`,
  moveTo: "نقل إلى...",
  printGroups: "طباعة المجموعات",
  printSheet: (name) => `المجموعات: ${name}`,
  groupsWord: "المجموعات",
  print: "طباعة",
  back: "رجوع",
};
