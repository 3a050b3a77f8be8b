/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duration_1_3_MonthsInputs */

const en_duration_1_3_months = /** @type {(inputs: Duration_1_3_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1-3 months`)
};

const ur_duration_1_3_months = /** @type {(inputs: Duration_1_3_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 سے 3 ماہ`)
};

/**
* | output |
* | --- |
* | "1-3 months" |
*
* @param {Duration_1_3_MonthsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_1_3_months = /** @type {((inputs?: Duration_1_3_MonthsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_1_3_MonthsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_duration_1_3_months(inputs)
	return en_duration_1_3_months(inputs)
});