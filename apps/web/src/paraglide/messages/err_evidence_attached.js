/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Evidence_AttachedInputs */

const en_err_evidence_attached = /** @type {(inputs: Err_Evidence_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence attached`)
};

const ur_err_evidence_attached = /** @type {(inputs: Err_Evidence_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثبوت منسلک ہو گیا`)
};

/**
* | output |
* | --- |
* | "Evidence attached" |
*
* @param {Err_Evidence_AttachedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_evidence_attached = /** @type {((inputs?: Err_Evidence_AttachedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Evidence_AttachedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_evidence_attached(inputs)
	return en_err_evidence_attached(inputs)
});