/**
* | output |
* | --- |
* | "9:00 AM - 1:00 PM" |
*
* @param {Contact_Hours_SaturdayInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_hours_saturday: ((inputs?: Contact_Hours_SaturdayInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Hours_SaturdayInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Hours_SaturdayInputs = {};
