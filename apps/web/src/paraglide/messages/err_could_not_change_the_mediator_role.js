/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Could_Not_Change_The_Mediator_RoleInputs */

const en_err_could_not_change_the_mediator_role = /** @type {(inputs: Err_Could_Not_Change_The_Mediator_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not change the mediator role.`)
};

const ur_err_could_not_change_the_mediator_role = /** @type {(inputs: Err_Could_Not_Change_The_Mediator_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ثالث کا کردار تبدیل نہیں ہو سکا۔`)
};

/**
* | output |
* | --- |
* | "Could not change the mediator role." |
*
* @param {Err_Could_Not_Change_The_Mediator_RoleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_change_the_mediator_role = /** @type {((inputs?: Err_Could_Not_Change_The_Mediator_RoleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Could_Not_Change_The_Mediator_RoleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_could_not_change_the_mediator_role(inputs)
	return en_err_could_not_change_the_mediator_role(inputs)
});