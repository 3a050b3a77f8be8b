/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Degree_PlaceholderInputs */

const en_profedit_degree_placeholder = /** @type {(inputs: Profedit_Degree_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., BS Computer Science`)
};

const ur_profedit_degree_placeholder = /** @type {(inputs: Profedit_Degree_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً بی ایس کمپیوٹر سائنس`)
};

/**
* | output |
* | --- |
* | "e.g., BS Computer Science" |
*
* @param {Profedit_Degree_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_degree_placeholder = /** @type {((inputs?: Profedit_Degree_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Degree_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_degree_placeholder(inputs)
	return en_profedit_degree_placeholder(inputs)
});