/**
* | output |
* | --- |
* | "Please choose a country from the list" |
*
* @param {Err_Please_Choose_A_Country_From_The_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_please_choose_a_country_from_the_list: ((inputs?: Err_Please_Choose_A_Country_From_The_ListInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Please_Choose_A_Country_From_The_ListInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Please_Choose_A_Country_From_The_ListInputs = {};
