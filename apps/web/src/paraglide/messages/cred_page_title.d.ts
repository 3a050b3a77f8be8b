/**
* | output |
* | --- |
* | "Credential verification" |
*
* @param {Cred_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_page_title: ((inputs?: Cred_Page_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Page_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Page_TitleInputs = {};
