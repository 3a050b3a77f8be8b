/**
* | output |
* | --- |
* | "Sign in to see your disputes." |
*
* @param {Disputes_Sign_In_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_sign_in_list: ((inputs?: Disputes_Sign_In_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Sign_In_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Sign_In_ListInputs = {};
