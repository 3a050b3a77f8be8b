/**
* | output |
* | --- |
* | "Monday - Friday" |
*
* @param {Contact_Days_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_days_weekdays: ((inputs?: Contact_Days_WeekdaysInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Days_WeekdaysInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Days_WeekdaysInputs = {};
