/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Contact_Days_SaturdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_days_saturday: ((inputs?: Contact_Days_SaturdayInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Days_SaturdayInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Days_SaturdayInputs = {};
