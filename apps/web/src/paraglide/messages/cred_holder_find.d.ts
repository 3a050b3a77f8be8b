/**
* | output |
* | --- |
* | "Find" |
*
* @param {Cred_Holder_FindInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_find: ((inputs?: Cred_Holder_FindInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Holder_FindInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Holder_FindInputs = {};
