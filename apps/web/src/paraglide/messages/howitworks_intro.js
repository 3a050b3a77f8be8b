/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Howitworks_IntroInputs */

const en_howitworks_intro = /** @type {(inputs: Howitworks_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether you are hiring or looking for work, getting started takes five simple steps.`)
};

const ur_howitworks_intro = /** @type {(inputs: Howitworks_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`چاہے آپ کسی کو ہائر کر رہے ہوں یا کام ڈھونڈ رہے ہوں، آغاز کے لیے صرف پانچ آسان مراحل ہیں۔`)
};

/**
* | output |
* | --- |
* | "Whether you are hiring or looking for work, getting started takes five simple steps." |
*
* @param {Howitworks_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_intro = /** @type {((inputs?: Howitworks_IntroInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Howitworks_IntroInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_howitworks_intro(inputs)
	return en_howitworks_intro(inputs)
});