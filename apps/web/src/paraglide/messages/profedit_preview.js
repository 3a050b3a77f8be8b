/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_PreviewInputs */

const en_profedit_preview = /** @type {(inputs: Profedit_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

const ur_profedit_preview = /** @type {(inputs: Profedit_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پیش منظر`)
};

/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Profedit_PreviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_preview = /** @type {((inputs?: Profedit_PreviewInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_PreviewInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_preview(inputs)
	return en_profedit_preview(inputs)
});