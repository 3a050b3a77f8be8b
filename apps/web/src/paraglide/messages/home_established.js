/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_EstablishedInputs */

const en_home_established = /** @type {(inputs: Home_EstablishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Established`)
};

const ur_home_established = /** @type {(inputs: Home_EstablishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائم شدہ`)
};

/**
* | output |
* | --- |
* | "Established" |
*
* @param {Home_EstablishedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_established = /** @type {((inputs?: Home_EstablishedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EstablishedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_home_established(inputs)
	return en_home_established(inputs)
});