/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Selected_ServicesInputs */

const en_profedit_selected_services = /** @type {(inputs: Profedit_Selected_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected services`)
};

const ur_profedit_selected_services = /** @type {(inputs: Profedit_Selected_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منتخب سروسز`)
};

/**
* | output |
* | --- |
* | "Selected services" |
*
* @param {Profedit_Selected_ServicesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_selected_services = /** @type {((inputs?: Profedit_Selected_ServicesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Selected_ServicesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_selected_services(inputs)
	return en_profedit_selected_services(inputs)
});