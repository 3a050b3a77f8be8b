/**
* | output |
* | --- |
* | "Enter the {digits}-digit code from your authenticator app, or one of your recovery codes." |
*
* @param {Auth_Two_Factor_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_two_factor_intro: ((inputs: Auth_Two_Factor_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Two_Factor_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Two_Factor_IntroInputs = {
    digits: NonNullable<unknown>;
};
