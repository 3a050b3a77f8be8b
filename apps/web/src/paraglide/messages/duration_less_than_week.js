/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Duration_Less_Than_WeekInputs */

const en_duration_less_than_week = /** @type {(inputs: Duration_Less_Than_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Less than a week`)
};

const ur_duration_less_than_week = /** @type {(inputs: Duration_Less_Than_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ایک ہفتے سے کم`)
};

/**
* | output |
* | --- |
* | "Less than a week" |
*
* @param {Duration_Less_Than_WeekInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_less_than_week = /** @type {((inputs?: Duration_Less_Than_WeekInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_Less_Than_WeekInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_duration_less_than_week(inputs)
	return en_duration_less_than_week(inputs)
});