/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Profedit_Remove_ServiceInputs */

const en_profedit_remove_service = /** @type {(inputs: Profedit_Remove_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.service}`)
};

const ur_profedit_remove_service = /** @type {(inputs: Profedit_Remove_ServiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove {service}" |
*
* @param {Profedit_Remove_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_remove_service = /** @type {((inputs: Profedit_Remove_ServiceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Remove_ServiceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_remove_service(inputs)
	return en_profedit_remove_service(inputs)
});