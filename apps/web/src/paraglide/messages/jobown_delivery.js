/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobown_DeliveryInputs */

const en_jobown_delivery = /** @type {(inputs: Jobown_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery:`)
};

const ur_jobown_delivery = /** @type {(inputs: Jobown_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ڈیلیوری:`)
};

/**
* | output |
* | --- |
* | "Delivery:" |
*
* @param {Jobown_DeliveryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_delivery = /** @type {((inputs?: Jobown_DeliveryInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_DeliveryInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_delivery(inputs)
	return en_jobown_delivery(inputs)
});