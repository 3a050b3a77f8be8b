/**
* | output |
* | --- |
* | "Bookkeeping for remote clients: ledgers, invoices and reconciliations." |
*
* @param {Gallery_Photo_22_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_22_text: ((inputs?: Gallery_Photo_22_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_22_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_22_TextInputs = {};
