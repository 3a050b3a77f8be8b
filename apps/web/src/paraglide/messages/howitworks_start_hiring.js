/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_Start_HiringInputs */

const en_howitworks_start_hiring = /** @type {(inputs: Howitworks_Start_HiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Hiring Now`)
};

const ur_howitworks_start_hiring = /** @type {(inputs: Howitworks_Start_HiringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی ہائرنگ شروع کریں`)
};

/**
* | output |
* | --- |
* | "Start Hiring Now" |
*
* @param {Howitworks_Start_HiringInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_start_hiring = /** @type {((inputs?: Howitworks_Start_HiringInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_Start_HiringInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_start_hiring(inputs)
	return en_howitworks_start_hiring(inputs)
});