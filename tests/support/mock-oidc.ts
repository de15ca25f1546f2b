import { OAuth2Server } from "oauth2-mock-server";

export interface MockProfile {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID Connect provider on 127.0.0.1 (oauth2-mock-server) that signs in `profile`,
 * plus the settings that point the app at it. Stop it with `provider.stop()`.
 */
export async function startMockOidc(profile: MockProfile) {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const claims = { email: profile.email, email_verified: true, name: profile.name };
  provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
  provider.service.on("beforeUserinfo", (userInfo) => {
    userInfo.body = { sub: profile.sub, ...claims };
  });
  const settings = {
    OIDC_ISSUER: String(provider.issuer.url),
    OIDC_CLIENT_ID: "classcharm",
    OIDC_CLIENT_SECRET: "mock-secret",
    OIDC_NAME: "Springfield Schools",
  };
  return { provider, settings };
}
