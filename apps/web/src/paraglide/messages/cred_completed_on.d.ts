/**
* | output |
* | --- |
* | "Completed on" |
*
* @param {Cred_Completed_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_completed_on: ((inputs?: Cred_Completed_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Completed_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Completed_OnInputs = {};
