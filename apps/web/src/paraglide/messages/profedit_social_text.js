/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ prefix: NonNullable<unknown> }} Profedit_Social_TextInputs */

const en_profedit_social_text = /** @type {(inputs: Profedit_Social_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Optional: full links starting with ${i?.prefix}`)
};

const ur_profedit_social_text = /** @type {(inputs: Profedit_Social_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اختیاری: مکمل لنکس جو ${i?.prefix} سے شروع ہوں`)
};

/**
* | output |
* | --- |
* | "Optional: full links starting with {prefix}" |
*
* @param {Profedit_Social_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_social_text = /** @type {((inputs: Profedit_Social_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Social_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_social_text(inputs)
	return en_profedit_social_text(inputs)
});