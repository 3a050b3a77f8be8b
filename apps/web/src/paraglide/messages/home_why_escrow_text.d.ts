/**
* | output |
* | --- |
* | "Pay by milestone: funds wait safely in escrow and are released only when you approve the work." |
*
* @param {Home_Why_Escrow_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_escrow_text: ((inputs?: Home_Why_Escrow_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_Escrow_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_Escrow_TextInputs = {};
