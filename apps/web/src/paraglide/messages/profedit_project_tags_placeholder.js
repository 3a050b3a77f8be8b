/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Project_Tags_PlaceholderInputs */

const en_profedit_project_tags_placeholder = /** @type {(inputs: Profedit_Project_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g., React, Node.js`)
};

const ur_profedit_project_tags_placeholder = /** @type {(inputs: Profedit_Project_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مثلاً ری ایکٹ، نوڈ جے ایس`)
};

/**
* | output |
* | --- |
* | "e.g., React, Node.js" |
*
* @param {Profedit_Project_Tags_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_project_tags_placeholder = /** @type {((inputs?: Profedit_Project_Tags_PlaceholderInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Project_Tags_PlaceholderInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_project_tags_placeholder(inputs)
	return en_profedit_project_tags_placeholder(inputs)
});