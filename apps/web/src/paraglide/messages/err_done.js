/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_DoneInputs */

const en_err_done = /** @type {(inputs: Err_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const ur_err_done = /** @type {(inputs: Err_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہو گیا`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Err_DoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_done = /** @type {((inputs?: Err_DoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_DoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_done(inputs)
	return en_err_done(inputs)
});