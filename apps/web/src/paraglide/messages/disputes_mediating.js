/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_MediatingInputs */

const en_disputes_mediating = /** @type {(inputs: Disputes_MediatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (hub staff) is mediating, free of charge.`)
};

const ur_disputes_mediating = /** @type {(inputs: Disputes_MediatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (ہب کا عملہ) بلا معاوضہ ثالثی کر رہے ہیں۔`)
};

/**
* | output |
* | --- |
* | "{name} (hub staff) is mediating, free of charge." |
*
* @param {Disputes_MediatingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_mediating = /** @type {((inputs: Disputes_MediatingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_MediatingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_mediating(inputs)
	return en_disputes_mediating(inputs)
});