/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_ClosedInputs */

const en_jobown_closed = /** @type {(inputs: Jobown_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job closed`)
};

const ur_jobown_closed = /** @type {(inputs: Jobown_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جاب بند ہو گئی`)
};

/**
* | output |
* | --- |
* | "Job closed" |
*
* @param {Jobown_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_closed = /** @type {((inputs?: Jobown_ClosedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_ClosedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_closed(inputs)
	return en_jobown_closed(inputs)
});