/**
* | output |
* | --- |
* | "Amount to the client" |
*
* @param {Err_Label_Amount_To_The_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_amount_to_the_client: ((inputs?: Err_Label_Amount_To_The_ClientInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Amount_To_The_ClientInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Amount_To_The_ClientInputs = {};
