/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Disputes_Meta_ClientInputs */

const en_disputes_meta_client = /** @type {(inputs: Disputes_Meta_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`client ${i?.name}`)
};

const ur_disputes_meta_client = /** @type {(inputs: Disputes_Meta_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`کلائنٹ ${i?.name}`)
};

/**
* | output |
* | --- |
* | "client {name}" |
*
* @param {Disputes_Meta_ClientInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_client = /** @type {((inputs: Disputes_Meta_ClientInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Meta_ClientInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_meta_client(inputs)
	return en_disputes_meta_client(inputs)
});