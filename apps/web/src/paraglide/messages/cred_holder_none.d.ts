/**
* | output |
* | --- |
* | "No freelancers found." |
*
* @param {Cred_Holder_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_none: ((inputs?: Cred_Holder_NoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Holder_NoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Holder_NoneInputs = {};
