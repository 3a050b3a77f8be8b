/**
* | output |
* | --- |
* | "Could not load credentials." |
*
* @param {Cred_List_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_list_failed: ((inputs?: Cred_List_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_List_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_List_FailedInputs = {};
