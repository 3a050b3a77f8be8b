/**
* | output |
* | --- |
* | "Completion date is required" |
*
* @param {Cred_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_date_required: ((inputs?: Cred_Date_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Date_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Date_RequiredInputs = {};
