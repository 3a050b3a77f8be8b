/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Auth_At_Least_CharsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_at_least_chars: ((inputs: Auth_At_Least_CharsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_At_Least_CharsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_At_Least_CharsInputs = {
    min: NonNullable<unknown>;
};
