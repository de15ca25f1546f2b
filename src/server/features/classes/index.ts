/** What other server features and the app use of the classes feature (decision 0016). */
export { DELETED_CLASSES_OWNER, detachClasses, purgeDeletedClasses, stopPurging } from "./purge";
