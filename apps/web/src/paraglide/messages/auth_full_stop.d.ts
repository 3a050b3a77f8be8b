/**
* | output |
* | --- |
* | "." |
*
* @param {Auth_Full_StopInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_full_stop: ((inputs?: Auth_Full_StopInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Full_StopInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Full_StopInputs = {};
