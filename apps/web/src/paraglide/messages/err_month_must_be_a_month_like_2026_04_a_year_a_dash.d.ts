/**
* | output |
* | --- |
* | "Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)" |
*
* @param {Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_month_must_be_a_month_like_2026_04_a_year_a_dash: ((inputs?: Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs = {};
