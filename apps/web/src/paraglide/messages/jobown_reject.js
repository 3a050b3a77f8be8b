/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_RejectInputs */

const en_jobown_reject = /** @type {(inputs: Jobown_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject`)
};

const ur_jobown_reject = /** @type {(inputs: Jobown_RejectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسترد کریں`)
};

/**
* | output |
* | --- |
* | "Reject" |
*
* @param {Jobown_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reject = /** @type {((inputs?: Jobown_RejectInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_RejectInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_reject(inputs)
	return en_jobown_reject(inputs)
});