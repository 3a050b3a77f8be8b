/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs */

const en_err_month_must_be_a_month_like_2026_04_a_year_a_dash = /** @type {(inputs: Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)`)
};

const ur_err_month_must_be_a_month_like_2026_04_a_year_a_dash = /** @type {(inputs: Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مہینہ 2026-04 کی طرح لکھیں (سال، ڈیش، پھر 01 سے 12 تک مہینہ)`)
};

/**
* | output |
* | --- |
* | "Month must be a month like 2026-04 (a year, a dash, a month 01 to 12)" |
*
* @param {Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_month_must_be_a_month_like_2026_04_a_year_a_dash = /** @type {((inputs?: Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Month_Must_Be_A_Month_Like_2026_04_A_Year_A_DashInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_month_must_be_a_month_like_2026_04_a_year_a_dash(inputs)
	return en_err_month_must_be_a_month_like_2026_04_a_year_a_dash(inputs)
});