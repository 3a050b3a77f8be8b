/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duration_More_Than_6_MonthsInputs */

const en_duration_more_than_6_months = /** @type {(inputs: Duration_More_Than_6_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More than 6 months`)
};

const ur_duration_more_than_6_months = /** @type {(inputs: Duration_More_Than_6_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 ماہ سے زیادہ`)
};

/**
* | output |
* | --- |
* | "More than 6 months" |
*
* @param {Duration_More_Than_6_MonthsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_more_than_6_months = /** @type {((inputs?: Duration_More_Than_6_MonthsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_More_Than_6_MonthsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_duration_more_than_6_months(inputs)
	return en_duration_more_than_6_months(inputs)
});