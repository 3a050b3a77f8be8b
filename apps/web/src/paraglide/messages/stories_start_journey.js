/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Start_JourneyInputs */

const en_stories_start_journey = /** @type {(inputs: Stories_Start_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Your Journey`)
};

const ur_stories_start_journey = /** @type {(inputs: Stories_Start_JourneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اپنا سفر شروع کریں`)
};

/**
* | output |
* | --- |
* | "Start Your Journey" |
*
* @param {Stories_Start_JourneyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_start_journey = /** @type {((inputs?: Stories_Start_JourneyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Start_JourneyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_stories_start_journey(inputs)
	return en_stories_start_journey(inputs)
});