/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Services_TextInputs */

const en_profedit_services_text = /** @type {(inputs: Profedit_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick the services you offer; search the list or type your own.`)
};

const ur_profedit_services_text = /** @type {(inputs: Profedit_Services_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وہ سروسز چنیں جو آپ فراہم کرتے ہیں؛ فہرست میں تلاش کریں یا اپنی سروس خود لکھیں۔`)
};

/**
* | output |
* | --- |
* | "Pick the services you offer; search the list or type your own." |
*
* @param {Profedit_Services_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_services_text = /** @type {((inputs?: Profedit_Services_TextInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Services_TextInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_services_text(inputs)
	return en_profedit_services_text(inputs)
});