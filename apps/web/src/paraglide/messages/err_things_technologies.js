/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Things_TechnologiesInputs */

const en_err_things_technologies = /** @type {(inputs: Err_Things_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`technologies`)
};

const ur_err_things_technologies = /** @type {(inputs: Err_Things_TechnologiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ٹیکنالوجیز`)
};

/**
* | output |
* | --- |
* | "technologies" |
*
* @param {Err_Things_TechnologiesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_technologies = /** @type {((inputs?: Err_Things_TechnologiesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Things_TechnologiesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_things_technologies(inputs)
	return en_err_things_technologies(inputs)
});