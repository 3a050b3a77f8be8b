/**
* | output |
* | --- |
* | "9:00 AM - 5:00 PM" |
*
* @param {Contact_Hours_WeekdaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_hours_weekdays: ((inputs?: Contact_Hours_WeekdaysInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hours_WeekdaysInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hours_WeekdaysInputs = {};
