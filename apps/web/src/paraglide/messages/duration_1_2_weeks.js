/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duration_1_2_WeeksInputs */

const en_duration_1_2_weeks = /** @type {(inputs: Duration_1_2_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1-2 weeks`)
};

const ur_duration_1_2_weeks = /** @type {(inputs: Duration_1_2_WeeksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 سے 2 ہفتے`)
};

/**
* | output |
* | --- |
* | "1-2 weeks" |
*
* @param {Duration_1_2_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_1_2_weeks = /** @type {((inputs?: Duration_1_2_WeeksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_1_2_WeeksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_duration_1_2_weeks(inputs)
	return en_duration_1_2_weeks(inputs)
});