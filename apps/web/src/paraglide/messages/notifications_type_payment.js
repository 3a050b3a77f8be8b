/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_PaymentInputs */

const en_notifications_type_payment = /** @type {(inputs: Notifications_Type_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

const ur_notifications_type_payment = /** @type {(inputs: Notifications_Type_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگیاں`)
};

/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Notifications_Type_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_payment = /** @type {((inputs?: Notifications_Type_PaymentInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_PaymentInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_payment(inputs)
	return en_notifications_type_payment(inputs)
});