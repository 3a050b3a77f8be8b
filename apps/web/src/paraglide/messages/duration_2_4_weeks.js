/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duration_2_4_WeeksInputs */

const en_duration_2_4_weeks = /** @type {(inputs: Duration_2_4_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2-4 weeks`)
};

const ur_duration_2_4_weeks = /** @type {(inputs: Duration_2_4_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 سے 4 ہفتے`)
};

/**
* | output |
* | --- |
* | "2-4 weeks" |
*
* @param {Duration_2_4_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_2_4_weeks = /** @type {((inputs?: Duration_2_4_WeeksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_2_4_WeeksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_duration_2_4_weeks(inputs)
	return en_duration_2_4_weeks(inputs)
});