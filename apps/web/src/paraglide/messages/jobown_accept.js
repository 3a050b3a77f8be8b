/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_AcceptInputs */

const en_jobown_accept = /** @type {(inputs: Jobown_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const ur_jobown_accept = /** @type {(inputs: Jobown_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منظور کریں`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Jobown_AcceptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_accept = /** @type {((inputs?: Jobown_AcceptInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_AcceptInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_accept(inputs)
	return en_jobown_accept(inputs)
});