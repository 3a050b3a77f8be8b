/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Profedit_Services_LimitInputs */

const en_profedit_services_limit = /** @type {(inputs: Profedit_Services_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can list up to ${i?.max} services.`)
};

const ur_profedit_services_limit = /** @type {(inputs: Profedit_Services_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ زیادہ سے زیادہ ${i?.max} سروسز درج کر سکتے ہیں۔`)
};

/**
* | output |
* | --- |
* | "You can list up to {max} services." |
*
* @param {Profedit_Services_LimitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_services_limit = /** @type {((inputs: Profedit_Services_LimitInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Services_LimitInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_services_limit(inputs)
	return en_profedit_services_limit(inputs)
});