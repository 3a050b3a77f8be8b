/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Institution_PlaceholderInputs */

const en_profedit_institution_placeholder = /** @type {(inputs: Profedit_Institution_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., Karakoram International University`)
};

const ur_profedit_institution_placeholder = /** @type {(inputs: Profedit_Institution_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً قراقرم انٹرنیشنل یونیورسٹی`)
};

/**
* | output |
* | --- |
* | "e.g., Karakoram International University" |
*
* @param {Profedit_Institution_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_institution_placeholder = /** @type {((inputs?: Profedit_Institution_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Institution_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_institution_placeholder(inputs)
	return en_profedit_institution_placeholder(inputs)
});