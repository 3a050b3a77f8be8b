/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Info_Terms_UpdatedInputs */

const en_info_terms_updated = /** @type {(inputs: Info_Terms_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.date}`)
};

const ur_info_terms_updated = /** @type {(inputs: Info_Terms_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخری تازہ کاری: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Info_Terms_UpdatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_updated = /** @type {((inputs: Info_Terms_UpdatedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Terms_UpdatedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_terms_updated(inputs)
	return en_info_terms_updated(inputs)
});