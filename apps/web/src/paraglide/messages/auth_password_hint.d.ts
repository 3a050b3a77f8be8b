/**
* | output |
* | --- |
* | "Use {min} or more characters." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_password_hint: ((inputs: Auth_Password_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Password_HintInputs = {
    min: NonNullable<unknown>;
};
